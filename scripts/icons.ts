// `npm run icons`: draws the public pages' icons into one sprite (decision 043).
import { writeFileSync } from 'node:fs';
import {
  iconSprite,
  iconSpriteFile,
  iconSpriteModule,
  iconSpriteModuleSource,
} from './lib/icon-sprite';

const sprite = iconSprite();
writeFileSync(iconSpriteFile, sprite);
writeFileSync(iconSpriteModule, iconSpriteModuleSource(sprite));
console.log(`${iconSpriteFile}: ${sprite.length} bytes; ${iconSpriteModule} names its version`);
