export { studioEnvironment, type StudioEnvironment } from './studio-environment.ts';
