import { TextDecoder, TextEncoder } from 'node:util';

// jsdom does not provide the encoding APIs that react-router and react-dom/server use.
const g = globalThis as Record<string, unknown>;
if (!g.TextEncoder) g.TextEncoder = TextEncoder;
if (!g.TextDecoder) g.TextDecoder = TextDecoder;
