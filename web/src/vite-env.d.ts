/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Set by build-info-plugin: the id of the build this bundle belongs to. */
  readonly VITE_STUDIO_BUILD_ID?: string;
  readonly VITE_ANALYTICS_SRC?: string;
  readonly VITE_ANALYTICS_DOMAIN?: string;
  readonly VITE_CHAT_WIDGET_SRC?: string;
}
