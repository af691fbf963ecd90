export class ConfigError extends Error {
  override name = 'ConfigError';
}
