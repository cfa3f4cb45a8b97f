import { createHash } from 'node:crypto';
import * as lucide from 'lucide-react';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { iconNames } from '../../src/components/ui/icon-names';

export const iconSpriteFile = 'public/images/icons.svg';
export const iconSpriteModule = 'src/components/ui/icon-sprite.ts';

/** The sprite: each icon's shapes, as lucide-react draws them, in a `<symbol>` named after it. */
export function iconSprite(): string {
  const symbols = iconNames.map((name) => {
    const icon = (lucide as unknown as Record<string, ComponentType>)[name];
    if (!icon) throw new Error(`lucide-react has no icon named ${name}`);
    const markup = renderToStaticMarkup(createElement(icon));
    const shapes = markup.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
    return `<symbol id="${name}" viewBox="0 0 24 24">${shapes}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}

/** The module naming the sprite's address, versioned by its content so it can be cached. */
export function iconSpriteModuleSource(sprite: string): string {
  const version = createHash('sha256').update(sprite).digest('hex').slice(0, 12);
  return [
    '// Written by `npm run icons` (scripts/icons.ts) from components/ui/icon-names.ts.',
    `export const iconSpriteUrl = '/images/icons.svg?v=${version}';`,
    '',
  ].join('\n');
}
