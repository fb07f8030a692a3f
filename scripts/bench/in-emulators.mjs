// The measurements that need the emulators, in one emulator session: function latency, Lighthouse
// on the built app served by Hosting, the Stripe webhook, Checkout → billing, Pay → paid and chat (after Lighthouse,
// so their sign-ups do not share the machine with it), then matching (last: its 5,000 companies
// stay behind).
await import('./functions-latency.mjs');
await import('./render-ttfb.mjs');
await import('./lighthouse.mjs');
await import('./stripe-webhook.mjs');
await import('./checkout-to-billing.mjs');
await import('./pay-to-paid.mjs');
await import('./chat.mjs');
await import('./analytics.mjs');
await import('./matching.mjs');
// The web SDK can keep a socket open after terminate(); the measurements are written.
process.exit(0);
