// The bench's "bare Next page" anchor (decision 043): the framework's own floor, built from the
// project's dependencies, served under this path by the same front door as the site.
const nextConfig = {
  basePath: '/bench-anchor/bare',
  poweredByHeader: false,
};

export default nextConfig;
