/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Optional API origin; empty means same origin (the server serves the web app). */
  readonly VITE_API_BASE?: string;
}
