/** Fills `target` (an empty folder, or one not there yet) with a copy of the seeded demo data. */
export function copyDemoDataFolder(target: string): Promise<void>;
