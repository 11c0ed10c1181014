import { describeHostileInput } from './fuzz/hostile-input-suite';

// One of the parts of the hostile-input test (test/fuzz/hostile-input-suite.ts says why in parts).
describeHostileInput(2);
