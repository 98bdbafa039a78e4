// The host's own Next.js config: nothing here is for latch. Its folder is the project's root (a temporary folder with
// its own node_modules), said so Turbopack does not look above it. The experimental switches only make the test's
// one-off build faster (measured in the commit that set them): no build cache for a folder built once, and neither
// minified nor source-mapped output, which nothing here reads.
export default {
  turbopack: { root: import.meta.dirname },
  experimental: { turbopackFileSystemCacheForBuild: false, turbopackMinify: false, turbopackSourceMaps: false },
  poweredByHeader: false,
};
