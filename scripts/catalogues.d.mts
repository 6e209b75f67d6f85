export declare const CATALOGUE_PARTS: readonly ['messages', 'setup'];
export declare function messageKey(id: string, context?: string): string;
export declare function readCatalogue(locale: string, part: (typeof CATALOGUE_PARTS)[number]): Map<string, string>;
