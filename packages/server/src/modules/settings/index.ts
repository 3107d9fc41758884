/** The settings module's face (docs/ARCHITECTURE.md "Module faces"): what the rest of the server may use of it. */
export { settingsResolvers } from './settings.resolver';
