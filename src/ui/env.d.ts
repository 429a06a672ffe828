/** Injected by vite.config.ts from package.json, so the footer names the running build. */
declare const __APP_VERSION__: string;
