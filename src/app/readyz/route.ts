import { freshnessChannelState } from '@/server/cache/change-listener.server';
import { getDb } from '@/server/db/connection.server';
import { readiness } from '@/server/health/readiness.server';

// Readiness (issue 12 §5): 200 when this instance can serve everything, 503 with the reason.
export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  const state = await readiness(getDb(), freshnessChannelState());
  return Response.json(state.ready ? { status: 'ready' } : { status: 'unavailable', ...state }, {
    status: state.ready ? 200 : 503,
    headers: { 'Cache-Control': 'no-store' },
  });
}
