/**
 * A picked file as a data URL, the form in which the API takes photos (`images`). Shared by the
 * try-forms and the chat playground.
 * @param {Blob} file
 * @returns {Promise<string>}
 */
export const readAsDataUrl = (file) =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(/** @type {string} */ (reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
