import { ServiceError } from '@circular/runtime/light';

/** A `callback_url` arrived but callbacks cannot be signed: the deployment has no WEBHOOK_SECRET. */
export class WebhookNotConfiguredError extends ServiceError {
  constructor() {
    super('webhook-not-configured', 500, 'Callbacks are not configured', {
      detail: 'This deployment cannot sign callbacks: set WEBHOOK_SECRET (whsec_ followed by base64 key bytes), or call without callback_url.',
    });
  }
}
