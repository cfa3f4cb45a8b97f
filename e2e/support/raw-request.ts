import { request as httpRequest, type IncomingHttpHeaders, type RequestOptions } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * One HTTP request exactly as given, with Node's own client: a path no URL parser may tidy, a
 * source address of its own (`localAddress`), whatever headers. The answer's body as text.
 */
export function rawRequest(options: RequestOptions, body?: Buffer | string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(options, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
