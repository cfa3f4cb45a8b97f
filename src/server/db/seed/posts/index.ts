import { aiRoiPost } from './ai-roi';
import { alpineResortsGuidePost } from './alpine-resorts-guide';
import { leadGenerationPost } from './lead-generation';
import { n8nGuidePost } from './n8n-guide';
import type { PostSeed } from './types';
import { whatsappChatbotPost } from './whatsapp-chatbot';

/** The spec's five sample articles, oldest first. */
export const postSeeds: PostSeed[] = [
  n8nGuidePost,
  whatsappChatbotPost,
  aiRoiPost,
  leadGenerationPost,
  alpineResortsGuidePost,
];
