/** How many matching stores a search shows above its products. */
export const MATCHING_BUSINESSES_SHOWN = 3;
