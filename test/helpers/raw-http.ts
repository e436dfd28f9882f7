import { connect } from 'node:net';

/** A response read off a raw socket: what a client that bypasses every HTTP library sees. */
export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends `request` byte for byte to 127.0.0.1:`port` and parses the first response. */
export function rawRequest(port: number, request: Buffer | string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      if (end < 0) {
        reject(new Error(`no HTTP response, got ${JSON.stringify(text.slice(0, 200))}`));
        return;
      }
      const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      const length = Number(headers['content-length'] ?? text.length);
      resolve({
        status: Number(statusLine.split(' ')[1]),
        headers,
        body: text.slice(end + 4, end + 4 + length),
      });
    });
    socket.write(request);
    // Half-close after a short while so that a server waiting for more still answers or closes.
    socket.setTimeout(3000, () => socket.destroy());
  });
}
