import type { TestimonialSeed } from './types';

export const testimonialSeeds: TestimonialSeed[] = [];
