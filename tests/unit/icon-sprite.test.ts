import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  iconSprite,
  iconSpriteFile,
  iconSpriteModule,
  iconSpriteModuleSource,
} from '../../scripts/lib/icon-sprite';
import { iconNames } from '../../src/components/ui/icon-names';

describe('the public pages’ icon sprite', () => {
  const sprite = iconSprite();

  it('holds every named icon, drawn as lucide-react draws it', () => {
    for (const name of iconNames) expect(sprite).toContain(`<symbol id="${name}" viewBox=`);
    // lucide's arrow: two strokes, no fill or stroke of its own (the page's `.icon` gives them).
    expect(sprite).toContain(
      '<symbol id="ArrowRight" viewBox="0 0 24 24"><path d="M5 12h14"></path><path d="m12 5 7 7-7 7"></path></symbol>',
    );
  });

  it('is committed as `npm run icons` writes it, its address versioned by its content', () => {
    expect(readFileSync(iconSpriteFile, 'utf8'), 'run `npm run icons`').toBe(sprite);
    expect(readFileSync(iconSpriteModule, 'utf8'), 'run `npm run icons`').toBe(
      iconSpriteModuleSource(sprite),
    );
  });
});
