import type { NextRequest } from 'next/server';
import { blogPostsJson } from '@/server/blog/posts-json.server';

/**
 * GET /data/blog-posts.json?lang=…[&page=…&limit=…]: the published posts' summaries (spec §7),
 * newest first; every one (streamed) or one page.
 */
export function GET(request: NextRequest): Promise<Response> {
  return blogPostsJson(request);
}
