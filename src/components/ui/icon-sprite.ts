// Written by `npm run icons` (scripts/icons.ts) from components/ui/icon-names.ts.
export const iconSpriteUrl = '/images/icons.svg?v=42acd36e6f82';
