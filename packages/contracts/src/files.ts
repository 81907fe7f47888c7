/** File records, uploads and downloads (DESIGN §7). */
export {};
