import type { NextRequest } from 'next/server';
import { blogFeedDescription } from '@/components/site/page-copy';
import { blogFeedResponse } from '@/server/blog/feed-response.server';

/** GET /blog/atom.xml?lang=…: the blog's Atom feed in one language (its newest posts). */
export function GET(request: NextRequest): Promise<Response> {
  return blogFeedResponse(request, 'atom', blogFeedDescription);
}
