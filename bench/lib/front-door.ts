import { execFileSync } from 'node:child_process';
import { createHash, createPublicKey } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startNginx } from '../../scripts/lib/cluster';
import { prepareAnchors, type AnchorPage } from './anchors';
import { measureLighthouse, type LighthouseMeasurement, type LighthousePlan } from './lighthouse';
import { publicUrl } from './pages';

export interface FrontDoor {
  /** https://127.0.0.1:port */
  origin: string;
  stop(): Promise<void>;
}

interface Certificate {
  certificateFile: string;
  keyFile: string;
  /**
   * The Chromium flag that accepts this run's self-signed certificate as valid (by its public
   * key's hash), so Lighthouse sees a secure page as a visitor would.
   */
  chromiumFlag: string;
}

/** A throwaway self-signed certificate for 127.0.0.1, shared by the run's front doors. */
function makeCertificate(dir: string): Certificate {
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
  return {
    certificateFile,
    keyFile,
    chromiumFlag: `--ignore-certificate-errors-spki-list=${spkiHash}`,
  };
}

/**
 * The production front door on loopback (docs/deploy.md): nginx from Debian with
 * deploy/nginx.conf, serving HTTPS and HTTP/2 with the run's certificate, in front of one
 * instance. Lighthouse measures pages through it, as a visitor reaches them: one multiplexed
 * connection, where the instance alone speaks HTTP/1.1 (decision 032).
 */
async function startFrontDoor(
  port: number,
  instancePort: number,
  dir: string,
  certificate: Certificate,
  extraLocations: string[],
): Promise<FrontDoor> {
  const nginx = await startNginx({
    port,
    instancePorts: [instancePort],
    dir,
    tls: { certificateFile: certificate.certificateFile, keyFile: certificate.keyFile },
    extraLocations,
  });
  return { origin: nginx.url, stop: nginx.stop };
}

/**
 * Lighthouse on the instance listening on `instancePort`, through a front door of its own on
 * `port` (decision 032), beside the anchors (decision 043) served by the same front door: the bare
 * Next page (its own server on `port + 1`) and the instance's home pages without their scripts.
 * With `beforePort`, the earlier site served there (`--before`) is measured too, page by page,
 * interleaved, through a front door of its own on `port + 2` with the same certificate.
 */
export async function measureLighthouseThroughFrontDoor(
  port: number,
  instancePort: number,
  chromiumPath: string,
  plan: LighthousePlan,
  log: (line: string) => void,
  beforePort?: number,
): Promise<LighthouseMeasurement[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-front-door-'));
  const frontDoors: FrontDoor[] = [];
  const anchors = await prepareAnchors(
    `http://127.0.0.1:${instancePort}`,
    port + 1,
    plan.langs,
    dir,
    log,
  );
  try {
    const certificate = makeCertificate(dir);
    const frontDoor = await startFrontDoor(
      port,
      instancePort,
      path.join(dir, 'nginx'),
      certificate,
      anchors.nginxLocations,
    );
    frontDoors.push(frontDoor);
    log(`  through the front door: ${frontDoor.origin} (nginx, HTTPS, HTTP/2), with the anchors`);
    const beforePages: AnchorPage[] = [];
    if (beforePort !== undefined) {
      const beforeDoor = await startFrontDoor(
        port + 2,
        beforePort,
        path.join(dir, 'nginx-before'),
        certificate,
        [],
      );
      frontDoors.push(beforeDoor);
      log(`  the site before through its own front door: ${beforeDoor.origin}`);
      for (const page of plan.pages) {
        for (const lang of plan.langs) {
          beforePages.push({
            kind: 'before',
            lang,
            path: page.path,
            url: publicUrl(beforeDoor.origin, page, lang),
            status: page.status,
          });
        }
      }
    }
    return await measureLighthouse(
      frontDoor.origin,
      chromiumPath,
      {
        ...plan,
        chromiumFlags: [certificate.chromiumFlag],
        anchors: [...anchors.pages, ...beforePages],
      },
      log,
    );
  } finally {
    for (const door of frontDoors) await door.stop();
    await anchors.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
