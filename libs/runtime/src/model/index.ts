export { configuredChatModel, createChatModel } from './create-chat-model.ts';
export * from './without-factory.ts';
