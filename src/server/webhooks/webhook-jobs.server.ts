import 'server-only';
import { registerProcessState } from '@/config/process-state.mjs';
import type { Kysely } from 'kysely';
import { isLoopbackUrl, type Settings } from '@/config/settings';
import type { Database } from '@/server/db/schema';
import { appSecret } from '@/server/security/secret.server';
import { parseAllowList } from '@/config/webhook-allow-list';
import { WebhookWorker } from './webhook-worker.server';

// Route handlers and instrumentation are bundled separately: a global keeps one per process.
const workers = globalThis as unknown as { webhookWorker?: WebhookWorker };
registerProcessState(async () => {
  await stopWebhookWorker(Date.now());
  workers.webhookWorker = undefined;
});

/** Starts this process's webhook worker (the background runner calls it at start-up). */
export function startWebhookWorker(db: Kysely<Database>, config: Settings): void {
  workers.webhookWorker ??= new WebhookWorker({
    db,
    allowList: parseAllowList(config.WEBHOOK_ALLOWED_HOSTS),
    deployed: !isLoopbackUrl(config.SITE_URL),
    appSecret: () => appSecret(db),
  });
  workers.webhookWorker.start();
}

export async function stopWebhookWorker(deadline: number): Promise<void> {
  await workers.webhookWorker?.stop({ waitMs: deadline - Date.now() });
}
