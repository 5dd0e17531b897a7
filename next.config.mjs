/** @type {import('next').NextConfig} */
const nextConfig = {
  // Lets parallel builds (tests, benchmarks) keep their own output folders.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  // Redirects match case-insensitively otherwise, and /Features → /features would loop.
  experimental: { caseSensitiveRoutes: true },
  images: {
    formats: ['image/avif', 'image/webp'],
  },
  async redirects() {
    return [
      { source: '/Features', destination: '/features', permanent: true },
      { source: '/password-reset', destination: '/users/password-reset', permanent: true },
    ]
  },
}

export default nextConfig
