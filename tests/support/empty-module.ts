// Stands in for `server-only` outside Next's react-server build, where the real one throws.
export {};
