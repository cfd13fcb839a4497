/** The model whose recognition ends the thread of `dying-ocr-host.ts`. */
export const dyingModel = 'dies-during-this-job';
