export declare const SERVER_BUNDLE: string;
export declare const CLI_BUNDLE: string;
export declare const BUNDLE_SCRIPTS: readonly string[];
export declare function buildIsStale(root: string): boolean;
