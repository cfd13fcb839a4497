export { fillSlots } from './fill-slots.ts';
export { serviceCoreContextLine } from './service-core-context.ts';
