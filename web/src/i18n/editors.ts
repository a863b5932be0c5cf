import { formatInteger } from './format';

/** The words of the teacher's lesson editors (web/src/teacher/content/editors). */
export const editorTexts = {
  material: 'Lesson material',
  materialHint: 'Leave it empty to save a draft without material.',

  list: {
    moveUp: (item: string) => `Move ${item} up`,
    moveDown: (item: string) => `Move ${item} down`,
    remove: (item: string) => `Delete ${item}`,
    removed: (item: string) => `${item} deleted.`,
    undo: 'Undo',
    empty: 'Nothing here yet.',
  },

  quiz: {
    question: (index: number) => `question ${formatInteger(index)}`,
    questionTitle: (index: number) => `Question ${formatInteger(index)}`,
    prompt: 'Question',
    choices: 'Choices',
    choice: (index: number) => `Choice ${formatInteger(index)}`,
    choiceItem: (index: number) => `choice ${formatInteger(index)}`,
    correct: (index: number) => `Choice ${formatInteger(index)} is the correct answer`,
    correctLegend: 'Mark the correct answer with its round button.',
    addChoice: 'Add a choice',
    explanation: 'Explanation (shown after the answer)',
    passPercent: 'Pass mark (percent)',
    passPercentHint: 'Students pass with this share of right answers; 60 when left empty.',
    addQuestion: 'Add a question',
    noQuestions: 'No questions yet. Add the first one.',
    chooseCorrect: 'Choose which answer is correct',
  },

  document: {
    section: (index: number) => `section ${formatInteger(index)}`,
    sectionTitle: (index: number) => `Section ${formatInteger(index)}`,
    heading: 'Heading',
    body: 'Text (Markdown)',
    bodyHint: '**bold**, *italic*, # heading, - list, [link](https://…); a blank line starts a new paragraph.',
    preview: 'How students see it',
    previewEmpty: 'The text appears here as you write.',
    addSection: 'Add a section',
    noSections: 'No sections yet. Add the first one.',
    handout: 'PDF handout (optional)',
    handoutTitle: 'Handout title',
    uploadHandout: 'Upload a PDF',
    replaceHandout: 'Replace the PDF',
    removeHandout: 'Remove the handout',
    handoutUploaded: 'PDF uploaded',
  },

  video: {
    source: 'Where the video comes from',
    sourceUpload: 'Upload a file',
    sourceAddress: 'An outside address',
    upload: 'Upload an MP4 video',
    replace: 'Replace the video',
    uploaded: 'Video uploaded',
    stored: 'A stored video is attached',
    address: 'Video address',
    addressHint: 'An http(s) address of an MP4 video',
    duration: 'Length (minutes:seconds)',
    durationHint: 'Filled in from the video when it can be read.',
    durationRead: (clock: string) => `Read from the video: ${clock}`,
    chapters: 'Chapters',
    chapter: (index: number) => `chapter ${formatInteger(index)}`,
    chapterTitle: 'Chapter title',
    chapterStart: 'Starts at (m:ss)',
    addChapter: 'Add a chapter',
    transcript: 'Transcript (optional)',
  },

  interactive: {
    step: (index: number) => `step ${formatInteger(index)}`,
    stepTitle: (index: number) => `Step ${formatInteger(index)}`,
    title: 'Step title',
    instruction: 'Instruction',
    check: 'Check',
    checkNone: 'No check (read only)',
    checkChoice: 'Choose an answer',
    checkNumber: 'Type a number',
    taskPrompt: 'Task',
    answer: 'Correct number',
    tolerance: 'Tolerance (±)',
    toleranceHint: '0 when left empty: the exact number',
    unit: 'Unit (optional)',
    addStep: 'Add a step',
    noSteps: 'No steps yet. Add the first one.',
  },

  clock: {
    invalid: 'Write it as minutes:seconds, for example 2:30',
  },

  upload: {
    choose: 'Choose a file',
    uploading: (percent: number) => `Uploading… ${formatInteger(percent)} %`,
    progress: 'Upload progress',
    tooLarge: 'The file is too large.',
    wrongType: (kinds: string) => `This kind of file cannot be used here. Choose ${kinds}.`,
    wrongKind: (kinds: string) => `That file is not ${kinds}.`,
    failed: 'The upload failed. Check the connection and try again.',
    kinds: { video: 'an MP4 video', image: 'a JPEG, PNG, WebP or GIF picture', pdf: 'a PDF document' } as Record<string, string>,
  },

  thumbnail: {
    upload: 'Upload picture',
    preview: 'Thumbnail preview',
  },

  actions: {
    saveDraft: 'Save draft',
    publish: 'Publish',
    publishing: 'Publishing...',
    save: 'Save',
    preview: 'Preview as a student',
  },

  incomplete: {
    title: 'Saved as a draft. Before it can be published:',
    publishedTitle: 'Published content must stay complete:',
  },

  publishFailed: 'The content could not be published. Please try again.',

  preview: {
    title: (title: string) => `Preview: ${title}`,
    untitled: 'Untitled lesson',
    note: 'This is what a student sees. Nothing you do here is recorded or rewarded.',
    close: 'Close the preview',
    videoPending: 'The uploaded video plays here once it has been saved.',
  },
};
