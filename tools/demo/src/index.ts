export { startDemo, type Demo, type DemoOptions } from './demo.ts';
