import type { ServiceSeed } from './types';

export const serviceSeeds: ServiceSeed[] = [];
