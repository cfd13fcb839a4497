export { startLanggraphDev, type LanggraphDev, type LanggraphDevOptions } from './langgraph-dev.ts';
