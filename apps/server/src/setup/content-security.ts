/** The security headers of every answer, with the content security policy of the web app. */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { checkoutOrigins } from '../features/payments/public';
import { registerSecurityHeaders } from '../http/security-headers';

export function registerContentSecurity(app: FastifyInstance, config: Config): void {
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // WebAssembly (the verifier page's QR decoder) needs compiling; no JavaScript eval.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        // MUI (emotion) injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        // After create_payment's 303 the browser follows to the provider's checkout (configured ones only).
        formAction: ["'self'", ...checkoutOrigins(config)],
        upgradeInsecureRequests: config.production ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
}
