// The measurements that need the emulators, in one emulator session: function latency, then
// Lighthouse on the built app served by Hosting.
await import('./functions-latency.mjs');
await import('./lighthouse.mjs');
