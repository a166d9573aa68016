/** Parsing time of every engine parser grows in step with its input (suite.ts, growth.ts). */
import { TEXT_PARSERS } from './parsers';
import { describeGrowth } from './suite';

describeGrowth(TEXT_PARSERS);
