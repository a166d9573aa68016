/** The work of every engine parser grows in step with its input, counted, not timed (suite.ts, work.ts). */
import { TEXT_PARSERS } from './parsers';
import { describeGrowth } from './suite';

describeGrowth(TEXT_PARSERS);
