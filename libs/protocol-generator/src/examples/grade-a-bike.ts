// eslint-disable-next-line @nx/enforce-module-boundaries -- imported the way another service imports it
import { generateProtocol, gradeAnswers } from '@circular/protocol-generator';

/** A collection point inspecting a bike in French: the questions to ask, then the grade of the answers. */
export async function gradeABike() {
  const protocol = await generateProtocol({
    language: 'fr',
    agent_specific: { category: 'bikes', target_scale: 'internal', purpose: 'buy_back', photos: false },
  });
  const graded = gradeAnswers(protocol, {
    frame_condition: 'scratches',
    wheels_true: true,
    brakes_work: false,
    gears_work: true,
    is_ebike: false,
  });
  return { questions: protocol.questions.map((question) => question.text), grade: graded.grade, knockouts: graded.knockouts };
}
