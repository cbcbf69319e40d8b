/** Toasts of spec section 8, verbatim. */
export const FETCH_ERROR = 'There was an error while fetching data.';
export const SAVE_SUCCESS = 'Save successful';
export const SAVE_ERROR = 'There was an error while saving data.';
export const DELETE_ERROR = 'There was an error while deleting item.';
