/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Set by build-info-plugin: the id of the build this bundle belongs to. */
  readonly VITE_STUDIO_BUILD_ID?: string;
}
