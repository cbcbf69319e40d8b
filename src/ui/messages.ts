/** Spec section 8: the generic toast texts; a screen passes its own where the spec names one. */
export const FETCH_ERROR = 'There was an error while fetching data.';
export const SAVE_SUCCESS = 'Save successful';
export const SAVE_ERROR = 'There was an error while saving item.';
export const DELETE_ERROR = 'There was an error while deleting item.';
