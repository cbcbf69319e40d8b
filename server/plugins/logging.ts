import type { FastifyRequest } from 'fastify';

const SECRET_PARAMS =
  /^(code|state|token|access_token|id_token|refresh_token|id_token_hint|client_assertion|password|nonce|login_hint)$/i;

/** Request log line: method and URL with secret query values masked; headers (bearer tokens) are never logged. */
export function serializeRequest(request: FastifyRequest): { method: string; url: string } {
  return { method: request.method, url: redactUrl(request.url) };
}

export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const key of [...params.keys()]) if (SECRET_PARAMS.test(key)) params.set(key, '***');
  return `${url.slice(0, q)}?${params.toString()}`;
}
