import { contactBody } from './contact-load';

export interface ContactAnswer {
  email: string;
  /** The HTTP status, or 0 when the connection failed before an answer. */
  status: number;
}

/** The answer's status once its body is read, or 0 when the connection failed before that. */
async function post(url: string, body: string): Promise<number> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

/**
 * Posts `total` distinct contact requests to `url` over `connections` concurrent clients and
 * returns every answer with the address it was for, so that a test can check each 201 against
 * the rows (the topology test and benchmark; autocannon counts statuses but not which request got
 * which). Each request's address is `emailOf(n)`.
 */
export async function submitContacts(options: {
  url: string;
  total: number;
  connections: number;
  emailOf: (n: number) => string;
  onAnswer?: (answer: ContactAnswer) => void;
}): Promise<ContactAnswer[]> {
  const answers: ContactAnswer[] = [];
  let next = 0;
  const client = async () => {
    while (next < options.total) {
      const n = next++;
      const email = options.emailOf(n);
      const answer = { email, status: await post(options.url, contactBody(n, email)) };
      answers.push(answer);
      options.onAnswer?.(answer);
    }
  };
  await Promise.all(Array.from({ length: options.connections }, client));
  return answers;
}
