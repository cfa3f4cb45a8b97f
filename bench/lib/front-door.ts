import { execFileSync } from 'node:child_process';
import { createHash, createPublicKey } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startNginx } from '../../scripts/lib/cluster';
import { prepareAnchors } from './anchors';
import { measureLighthouse, type LighthouseMeasurement, type LighthousePlan } from './lighthouse';

export interface FrontDoor {
  /** https://127.0.0.1:port */
  origin: string;
  /**
   * The Chromium flag that accepts this run's self-signed certificate as valid (by its public
   * key's hash), so Lighthouse sees a secure page as a visitor would.
   */
  chromiumFlag: string;
  stop(): Promise<void>;
}

/**
 * The production front door on loopback (docs/deploy.md): nginx from Debian with
 * deploy/nginx.conf, serving HTTPS and HTTP/2 with a throwaway self-signed certificate, in front
 * of the bench's instance. Lighthouse measures pages through it, as a visitor reaches them: one
 * multiplexed connection, where the instance alone speaks HTTP/1.1 (decision 032).
 */
async function startFrontDoor(
  port: number,
  instancePort: number,
  dir: string,
  extraLocations: string[],
): Promise<FrontDoor> {
  const certificateFile = path.join(dir, 'certificate.pem');
  const keyFile = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1'],
      ...['-keyout', keyFile, '-out', certificateFile],
      ...['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
    ],
    { stdio: 'ignore' },
  );
  const publicKey = createPublicKey(readFileSync(certificateFile)).export({
    type: 'spki',
    format: 'der',
  });
  const spkiHash = createHash('sha256').update(publicKey).digest('base64');
  const nginx = await startNginx({
    port,
    instancePorts: [instancePort],
    dir: path.join(dir, 'nginx'),
    tls: { certificateFile, keyFile },
    extraLocations,
  });
  return {
    origin: nginx.url,
    chromiumFlag: `--ignore-certificate-errors-spki-list=${spkiHash}`,
    stop: nginx.stop,
  };
}

/**
 * Lighthouse on the instance listening on `instancePort`, through a front door of its own on
 * `port` (decision 032), beside the anchors (decision 043) served by the same front door: the bare
 * Next page (its own server on `port + 1`) and the instance's home pages without their scripts.
 */
export async function measureLighthouseThroughFrontDoor(
  port: number,
  instancePort: number,
  chromiumPath: string,
  plan: LighthousePlan,
  log: (line: string) => void,
): Promise<LighthouseMeasurement[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-front-door-'));
  const anchors = await prepareAnchors(
    `http://127.0.0.1:${instancePort}`,
    port + 1,
    plan.langs,
    dir,
    log,
  );
  try {
    const frontDoor = await startFrontDoor(port, instancePort, dir, anchors.nginxLocations);
    log(`  through the front door: ${frontDoor.origin} (nginx, HTTPS, HTTP/2), with the anchors`);
    try {
      return await measureLighthouse(
        frontDoor.origin,
        chromiumPath,
        { ...plan, chromiumFlags: [frontDoor.chromiumFlag], anchors: anchors.pages },
        log,
      );
    } finally {
      await frontDoor.stop();
    }
  } finally {
    await anchors.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
