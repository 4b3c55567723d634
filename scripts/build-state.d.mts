export declare const SERVER_BUNDLE: string;
export declare function buildIsStale(root: string): boolean;
