/**
 * Generated from the API's OpenAPI document (GET /api/docs-json) by openapi-typescript.
 * Do not edit: change the API's DTO classes and run `npm run api:types`.
 */

export interface paths {
    "/api/analytics/student/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Activity counters, a learning journey per subject, and the last 7 days' study minutes */
        get: operations["StudentAnalyticsController_summary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics/student/learning-pattern": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Up to 10 content items with the most study time, with the most used device and part of the day */
        get: operations["StudentAnalyticsController_learningPattern"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics/student/peer-comparison": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Up to 5 of my classes: the class's average progress beside mine */
        get: operations["StudentAnalyticsController_peerComparison"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics/student/progress/{subject}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Progress, skill and velocity in one subject (a content category), with its courses */
        get: operations["StudentAnalyticsController_progress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/local": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with e-mail or username and password */
        post: operations["AuthController_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/local/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account of any role and sign in */
        post: operations["AuthController_signUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End this sign-in */
        post: operations["AuthController_logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the web app needs to know: the external video-course address and the version */
        get: operations["ClientConfigController_config"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content-items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Browse the catalogue: { data: ContentCard[], meta: { pagination: { page, pageSize, total, pageCount } } }
         * @description filters[category|difficulty|type][$eq], filters[$or][0][title][$containsi] with filters[$or][1][description][$containsi] (same word), filters[tokenPrice][$lte], filters[visibility][$in][] (public, premium, private: your own), pagination[page], pagination[pageSize] (1..100), sort=createdAt|enrollments|rating|tokenPrice:asc|desc, populate=teacher. Any other key is refused.
         */
        get: operations["CatalogueController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content-items/public": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The public catalogue, without signing in: category, difficulty, type, search, pagination[page], pagination[pageSize] */
        get: operations["CatalogueController_publicList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content-items/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One content with its teacher, contentData (the preview unless you own it or are enrolled), access, enrollment and myRating; counts a view */
        get: operations["CatalogueController_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content-items/{id}/enroll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enroll: free, sponsored or paid in tokens; answers { enrollment: { id, contentId, accessType, tokensSpent, createdAt }, tokenBalance } */
        post: operations["EnrollmentController_enroll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/csrf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Set the csrf_token cookie that state-changing requests echo in X-CSRF-Token */
        get: operations["CsrfController_issue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Activity counters, today's in the student's time zone */
        get: operations["GamingController_activityCounters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/challenges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Daily, weekly and monthly goals with progress, claims and bonus */
        get: operations["ChallengesController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/challenges/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Claim a completed goal or the period's bonus, once; answers the XP award */
        post: operations["ChallengesController_claimGoal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/challenges/received": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Challenges other students sent me, newest first (at most 50) */
        get: operations["ReceivedChallengesController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/chest/daily": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Open today's chest (once per local day) */
        post: operations["ChestController_open"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/chest/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the chest can be opened, and when next */
        get: operations["ChestController_status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/content/access-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** For each content id: { hasAccess, canAfford, wishlisted } */
        post: operations["AccessInfoController_info"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/content/my-courses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active and completed courses, newest enrollment first, with progress, quiz score and my rating */
        get: operations["StudentCoursesController_courses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/content/{id}/progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Report progress: percent never goes down, at most 3600 seconds count; 100 % completes once and pays XP */
        put: operations["StudentCoursesController_progress"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/content/{id}/quiz-attempts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Answer a quiz: marked on the server, best score kept, the quiz completed (XP the first time) */
        post: operations["StudentCoursesController_quizAttempt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/content/{id}/rating": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Rate an enrolled course 1..5; a later rating replaces the earlier one */
        put: operations["StudentCoursesController_rating"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/crafting/craft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Craft an item from materials */
        post: operations["InventoryController_craftItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/crafting/materials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Materials the student owns */
        get: operations["InventoryController_craftingMaterials"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/crafting/recipes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every recipe with whether it can be crafted, and the student's level */
        get: operations["InventoryController_craftingRecipes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/gaming": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The gaming profile: level, XP, rank, streaks, tokens earned, chests opened */
        get: operations["GamingController_gaming"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/inventory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Raw materials, crafted items and usable boosts */
        get: operations["InventoryController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/inventory/sell": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sell items for value × quantity tokens */
        post: operations["InventoryController_sellItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/inventory/use": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Use an item; answers effectApplied {type, multiplier, duration} */
        post: operations["InventoryController_useItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/leaderboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of a board (or your neighbourhood on it), with your rank */
        get: operations["LeaderboardController_board"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/leaderboard/challenge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Challenge another student (at most 10 a day) */
        post: operations["LeaderboardController_challenge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/login-streak": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Count today's login (once per local day) and pay the day's login XP */
        post: operations["GamingController_streak"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/odds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The chest and item-drop odds the server uses for this student */
        get: operations["GamingController_rewardOdds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change avatar, grade, school, time zone (once a day) or leaderboard visibility */
        put: operations["GamingController_profile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/wishlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The wishlist, newest first, with approval states */
        get: operations["WishlistController_list"];
        put?: never;
        /** Add a course (by contentId) or a reward, certificate or item; it waits for a parent’s approval */
        post: operations["WishlistController_addItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/wishlist/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove an item from my wishlist */
        delete: operations["WishlistController_removeItem"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/xp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report XP earned in the client; bounded to known sources, 1..100 a call, 300 a day */
        post: operations["GamingController_xp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/token/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Exchange the refresh cookie for a new access token (the cookie is rotated) */
        post: operations["AuthController_rotate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user; populate=* adds the four role profiles */
        get: operations["UsersController_me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AccessInfoDto: {
            /**
             * @example [
             *       12,
             *       15
             *     ]
             */
            contentIds: number[];
        };
        /** @enum {string} */
        AccessType: "free" | "sponsored" | "token-paid";
        AddWishlistItemDto: {
            /**
             * @example course
             * @enum {string}
             */
            type: "reward" | "course" | "certificate" | "item";
            /**
             * @description The course's content id; only for type 'course'
             * @example 12
             */
            contentId?: number;
            /**
             * @description Not for courses
             * @example Science kit
             */
            name?: string;
            /**
             * @description In tokens; not for courses
             * @example 150
             */
            cost?: number;
            /**
             * @default medium
             * @enum {string}
             */
            priority?: "high" | "medium" | "low";
            description?: string;
        };
        /** @enum {string} */
        ApprovalStatus: "pending" | "approved" | "denied";
        AveragePerformanceDto: {
            /** @description The class members' average progress, in percent */
            overall: number;
            /** @description My own average progress, in percent */
            mine: number;
        };
        AwardXpDto: {
            /**
             * @description Requested XP; the server clamps it to 1..100 and 300 a day
             * @example 20
             */
            xpGain: number;
            /**
             * @example video_completed
             * @enum {string}
             */
            source: "video_completed" | "quiz_completed" | "lesson_completed" | "study_session" | "course_completed";
        };
        ChallengeSenderDto: {
            id: number;
            username: string;
            firstName: string | null;
            lastInitial: string | null;
            avatar: string | null;
        };
        ClaimChallengeDto: {
            /** @enum {string} */
            period: "daily" | "weekly" | "monthly";
            /**
             * @description A goal id of the period, or the period's bonus id (e.g. 'daily-bonus')
             * @example daily-study
             */
            goalId: string;
        };
        ContentAccessDto: {
            isOwner: boolean;
            enrolled: boolean;
            hasAccess: boolean;
            /** @description True when only the preview was sent */
            preview: boolean;
            /** @description How much of a video the preview plays */
            previewSeconds: number | null;
        };
        ContentAccessInfoDto: {
            /** @description Enrolled already */
            hasAccess: boolean;
            /** @description Could enroll now: free, sponsored, or the tokens are there */
            canAfford: boolean;
            wishlisted: boolean;
        };
        ContentAnalyticsDto: {
            engagement: components["schemas"]["ContentEngagementDto"];
        };
        ContentCardDto: {
            id: number;
            title: string;
            description: string;
            type: components["schemas"]["ContentType"];
            category: components["schemas"]["ContentCategory"];
            difficulty: components["schemas"]["Difficulty"];
            /** @description Minutes */
            duration: number;
            tokenPrice: number;
            visibility: components["schemas"]["Visibility"];
            tags: string[];
            thumbnail: components["schemas"]["ThumbnailDto"] | null;
            views: number;
            enrollments: number;
            completions: number;
            /** @description The average of the ratings, 1 decimal; 0 without ratings */
            rating: number;
            ratingCount: number;
            /** Format: date-time */
            createdAt: string;
            teacherFirstName: string | null;
            teacherLastName: string | null;
            teacherUsername: string;
            /** @description Present when the teacher is populated */
            teacher?: components["schemas"]["ContentTeacherDto"];
            analytics: components["schemas"]["ContentAnalyticsDto"];
        };
        /** @enum {string} */
        ContentCategory: "math" | "science" | "english" | "art" | "programming" | "history" | "geography" | "general";
        ContentDataDto: {
            /** @description video */
            videoUrl?: string;
            /** @description video */
            chapters?: components["schemas"]["VideoChapterDto"][];
            /** @description video; not in the preview */
            transcript?: string;
            /** @description quiz: the pass mark in percent */
            passPercent?: number;
            /** @description quiz; the preview has the first question only */
            questions?: components["schemas"]["QuizQuestionDto"][];
            /** @description document; the preview has the first section only */
            sections?: components["schemas"]["DocumentSectionDto"][];
            /** @description interactive; the preview has the first step only */
            steps?: components["schemas"]["InteractiveStepDto"][];
        };
        ContentDetailDto: {
            id: number;
            title: string;
            description: string;
            type: components["schemas"]["ContentType"];
            category: components["schemas"]["ContentCategory"];
            difficulty: components["schemas"]["Difficulty"];
            /** @description Minutes */
            duration: number;
            tokenPrice: number;
            visibility: components["schemas"]["Visibility"];
            tags: string[];
            thumbnail: components["schemas"]["ThumbnailDto"] | null;
            views: number;
            enrollments: number;
            completions: number;
            /** @description The average of the ratings, 1 decimal; 0 without ratings */
            rating: number;
            ratingCount: number;
            /** Format: date-time */
            createdAt: string;
            teacherFirstName: string | null;
            teacherLastName: string | null;
            teacherUsername: string;
            analytics: components["schemas"]["ContentAnalyticsDto"];
            teacher: components["schemas"]["ContentTeacherDto"];
            contentData: components["schemas"]["ContentDataDto"];
            access: components["schemas"]["ContentAccessDto"];
            enrollment: components["schemas"]["ReaderEnrollmentDto"] | null;
            /** @description My stars, 1..5 */
            myRating: number | null;
        };
        ContentEngagementDto: {
            /** @description Enrollments per view, in percent (0..100) */
            enrollmentRate: number;
            /** @description Completions per enrollment, in percent (0..100) */
            completionRate: number;
        };
        ContentPageDto: {
            data: components["schemas"]["ContentCardDto"][];
            meta: components["schemas"]["ContentPageMetaDto"];
        };
        ContentPageMetaDto: {
            pagination: components["schemas"]["PaginationDto"];
        };
        ContentTeacherDto: {
            id: number;
            department: string | null;
            user: components["schemas"]["TeacherUserDto"];
        };
        /** @enum {string} */
        ContentType: "video" | "quiz" | "document" | "interactive";
        CourseProgressDto: {
            /** @description 0..100; never goes down */
            percentage: number;
            /** Format: date-time */
            lastAccessed: string | null;
            /** @description Seconds */
            timeSpent: number;
            /** @description Seconds into a video, or the section or step reached */
            currentPosition: number;
            /** Format: date-time */
            completedAt: string | null;
        };
        CraftItemDto: {
            /** @example wooden-bookmark */
            itemId: string;
            /** @default 1 */
            quantity?: number;
        };
        /** @enum {string} */
        DayPart: "morning" | "afternoon" | "evening" | "night";
        /** @enum {string} */
        Difficulty: "beginner" | "intermediate" | "advanced";
        DocumentSectionDto: {
            heading: string;
            /** @description Paragraphs separated by blank lines */
            body: string;
        };
        EnrollDto: {
            /**
             * @description Informational: price 0 is free, a funded sponsorship pays, otherwise tokens
             * @enum {string}
             */
            paymentMethod?: "free" | "tokens" | "token-paid" | "sponsored";
        };
        EnrollmentResultDto: {
            enrollment: components["schemas"]["NewEnrollmentDto"];
            /** @description The student's token balance after paying */
            tokenBalance: number;
        };
        InteractiveStepDto: {
            title: string;
            instruction: string;
            task?: components["schemas"]["InteractiveTaskDto"];
        };
        InteractiveTaskDto: {
            prompt: string;
            choices: string[];
        };
        InventoryActionDto: {
            /** @example 12 */
            inventoryItemId: number;
            /** @default 1 */
            quantity?: number;
        };
        ItemDropDto: {
            itemId: string;
            name: string;
            icon: string;
            rarity: string;
            quantity: number;
        };
        LearningJourneyDto: {
            enrolled: number;
            completed: number;
            /** @description Percent, 1 decimal */
            averageProgress: number;
            skillLevel: components["schemas"]["SkillLevel"];
            /** @description 0..100 */
            skillScore: number;
            /** @description Percent points of progress per week over the last 28 days, 1 decimal */
            learningVelocity: number;
            id: components["schemas"]["ContentCategory"];
            subject: components["schemas"]["ContentCategory"];
        };
        LearningPatternEntryDto: {
            contentItem: components["schemas"]["PatternContentDto"];
            timeSpentSeconds: number;
            /** @description The device used most (desktop, mobile, tablet, … or unknown) */
            deviceType: string;
            studyPattern: components["schemas"]["DayPart"];
        };
        MyCourseDto: {
            /** @description The enrollment */
            id: number;
            /** @description The teacher populated */
            contentItem: components["schemas"]["ContentCardDto"];
            accessType: components["schemas"]["AccessType"];
            tokensSpent: number;
            /** Format: date-time */
            enrolledAt: string;
            progress: components["schemas"]["CourseProgressDto"];
            /** @description The best quiz score */
            quizScore: components["schemas"]["QuizScoreDto"] | null;
            myRating: number | null;
        };
        MyCoursesDto: {
            activeCourses: components["schemas"]["MyCourseDto"][];
            completedCourses: components["schemas"]["MyCourseDto"][];
        };
        NewEnrollmentDto: {
            id: number;
            contentId: number;
            accessType: components["schemas"]["AccessType"];
            tokensSpent: number;
            /** Format: date-time */
            createdAt: string;
        };
        PaginationDto: {
            page: number;
            pageSize: number;
            /** @description Every match, on all pages */
            total: number;
            pageCount: number;
        };
        PatternContentDto: {
            id: number;
            title: string;
            type: components["schemas"]["ContentType"];
            category: components["schemas"]["ContentCategory"];
        };
        PeerClassDto: {
            id: number;
            name: string;
            subject: string | null;
        };
        PeerComparisonEntryDto: {
            class: components["schemas"]["PeerClassDto"];
            averagePerformance: components["schemas"]["AveragePerformanceDto"];
        };
        ProgressResultDto: {
            progress: components["schemas"]["CourseProgressDto"];
            /** @description This report completed the course (the first time only) */
            completedNow: boolean;
            /** @description The completion XP, when completedNow */
            xpAward: components["schemas"]["XpResultDto"] | null;
        };
        QuizAttemptDto: {
            /**
             * @description One chosen index per question, in order; -1 for none
             * @example [
             *       0,
             *       1,
             *       2
             *     ]
             */
            answers: number[];
        };
        QuizAttemptResultDto: {
            progress: components["schemas"]["CourseProgressDto"];
            /** @description This report completed the course (the first time only) */
            completedNow: boolean;
            /** @description The completion XP, when completedNow */
            xpAward: components["schemas"]["XpResultDto"] | null;
            score: number;
            maxScore: number;
            /** @description Score in percent */
            percent: number;
            passed: boolean;
            results: components["schemas"]["QuizQuestionResultDto"][];
        };
        QuizQuestionDto: {
            id: string;
            prompt: string;
            choices: string[];
        };
        QuizQuestionResultDto: {
            questionId: string;
            /** @description The index chosen; -1 for none */
            chosenIndex: number;
            correctIndex: number;
            correct: boolean;
            explanation: string | null;
        };
        QuizScoreDto: {
            score: number;
            maxScore: number;
        };
        RateContentDto: {
            /** @example 4 */
            rating: number;
        };
        RatingResultDto: {
            /** @description My stars, 1..5 */
            rating: number;
            /** @description The content's average, 1 decimal */
            contentRating: number;
            ratingCount: number;
        };
        ReaderEnrollmentDto: {
            id: number;
            accessType: components["schemas"]["AccessType"];
            tokensSpent: number;
            /** Format: date-time */
            enrolledAt: string;
            /** @description 0..100 */
            percentage: number;
            /** Format: date-time */
            lastAccessed: string | null;
            /** @description Seconds */
            timeSpent: number;
            currentPosition: number;
            /** Format: date-time */
            completedAt: string | null;
        };
        ReceivedChallengeDto: {
            id: number;
            challengeType: string;
            message: string;
            /** Format: date-time */
            createdAt: string;
            from: components["schemas"]["ChallengeSenderDto"];
        };
        RegisterDto: {
            /** @example ada_l */
            username: string;
            /** @example ada@example.org */
            email: string;
            /** @example Secret123! */
            password: string;
            /**
             * @default student
             * @enum {string}
             */
            userRole?: "student" | "teacher" | "parent" | "sponsor";
            firstName?: string;
            lastName?: string;
            companyName?: string;
            contactPerson?: string;
            /**
             * @description The user's IANA time zone
             * @example Europe/London
             */
            timeZone?: string;
        };
        RemovedWishlistItemDto: {
            id: number;
        };
        SendChallengeDto: {
            /** @example 42 */
            targetUserId: number;
            /**
             * @default duel
             * @enum {string}
             */
            challengeType?: "duel" | "xp-race" | "streak-battle" | "chest-race";
            /** @default I challenge you to a duel! */
            message?: string;
        };
        SignInDto: {
            /**
             * @description E-mail or username
             * @example demo_student
             */
            identifier: string;
            /** @example Student123! */
            password: string;
            /**
             * @description Keep the sign-in across browser restarts
             * @default false
             */
            rememberMe?: boolean;
        };
        /** @enum {string} */
        SkillLevel: "beginner" | "intermediate" | "advanced";
        StudentDashboardDto: {
            activity: components["schemas"]["StudyActivityDto"];
            /** @description One per subject */
            journeys: components["schemas"]["LearningJourneyDto"][];
            /** @description The last 7 local days, oldest first */
            weeklyStudy: components["schemas"]["StudyDayDto"][];
        };
        StudyActivityDto: {
            /** @description Today's study minutes */
            dailyStudyMinutes: number;
            completedCourses: number;
            videosWatched: number;
            quizzesCompleted: number;
            totalStudyMinutes: number;
        };
        StudyDayDto: {
            /**
             * Format: date
             * @description A local date, YYYY-MM-DD
             */
            date: string;
            minutes: number;
        };
        SubjectCourseDto: {
            contentId: number;
            title: string;
            type: components["schemas"]["ContentType"];
            /** @description 0..100 */
            percentage: number;
            /** @description Seconds */
            timeSpent: number;
            /** Format: date-time */
            completedAt: string | null;
            /** Format: date-time */
            lastAccessed: string | null;
        };
        SubjectProgressDto: {
            enrolled: number;
            completed: number;
            /** @description Percent, 1 decimal */
            averageProgress: number;
            skillLevel: components["schemas"]["SkillLevel"];
            /** @description 0..100 */
            skillScore: number;
            /** @description Percent points of progress per week over the last 28 days, 1 decimal */
            learningVelocity: number;
            subject: components["schemas"]["ContentCategory"];
            timeSpentSeconds: number;
            courses: components["schemas"]["SubjectCourseDto"][];
        };
        TeacherUserDto: {
            username: string;
            firstName: string | null;
            lastName: string | null;
        };
        ThumbnailDto: {
            url: string;
        };
        UpdateProgressDto: {
            /** @description Progress in percent; never goes down */
            percentage?: number;
            /** @description Where the student is: seconds into a video, a section or step index */
            currentPosition?: number;
            /** @description Seconds since the last update; at most 3600 are counted */
            timeSpent?: number;
        };
        UpdateStudentProfileDto: {
            /** @description Picture address or an emoji */
            avatar?: string;
            grade?: string;
            school?: string;
            /**
             * @description IANA time zone; can change once a day
             * @example Europe/Paris
             */
            timeZone?: string;
            /** @description Leave the public leaderboards */
            leaderboardOptOut?: boolean;
        };
        VideoChapterDto: {
            title: string;
            /** @description Seconds into the video */
            startSeconds: number;
        };
        /** @enum {string} */
        Visibility: "public" | "premium" | "private";
        WishlistItemDto: {
            id: number;
            name: string;
            type: components["schemas"]["WishlistType"];
            priority: components["schemas"]["WishlistPriority"];
            /** @description Tokens */
            cost: number;
            description: string | null;
            /** Format: date-time */
            addedAt: string;
            approvalStatus: components["schemas"]["ApprovalStatus"];
            approvalNote: string | null;
            /** @description A course's content id */
            contentId: number | null;
            /** @description A course while it is in the catalogue */
            contentItem: components["schemas"]["ContentCardDto"] | null;
        };
        /** @enum {string} */
        WishlistPriority: "high" | "medium" | "low";
        /** @enum {string} */
        WishlistType: "reward" | "course" | "certificate" | "item";
        XpResultDto: {
            xpGain: number;
            newXP: number;
            newLevel: number;
            leveledUp: boolean;
            nextLevelXP: number;
            rank: string;
            itemDrop: components["schemas"]["ItemDropDto"] | null;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    StudentAnalyticsController_summary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["StudentDashboardDto"];
                    };
                };
            };
        };
    };
    StudentAnalyticsController_learningPattern: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["LearningPatternEntryDto"][];
                    };
                };
            };
        };
    };
    StudentAnalyticsController_peerComparison: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PeerComparisonEntryDto"][];
                    };
                };
            };
        };
    };
    StudentAnalyticsController_progress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SubjectProgressDto"];
                    };
                };
            };
        };
    };
    AuthController_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignInDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AuthController_signUp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AuthController_logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ClientConfigController_config: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    CatalogueController_list: {
        parameters: {
            query?: {
                populate?: unknown;
                sort?: unknown;
                "pagination[pageSize]"?: number;
                "pagination[page]"?: number;
                "filters[category][$eq]"?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentPageDto"];
                };
            };
        };
    };
    CatalogueController_publicList: {
        parameters: {
            query?: {
                search?: unknown;
                type?: unknown;
                difficulty?: unknown;
                category?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentPageDto"];
                };
            };
        };
    };
    CatalogueController_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContentDetailDto"];
                    };
                };
            };
        };
    };
    EnrollmentController_enroll: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnrollDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["EnrollmentResultDto"];
                    };
                };
            };
        };
    };
    CsrfController_issue: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    GamingController_activityCounters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ChallengesController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ChallengesController_claimGoal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClaimChallengeDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ReceivedChallengesController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ReceivedChallengeDto"][];
                    };
                };
            };
        };
    };
    ChestController_open: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ChestController_status: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AccessInfoController_info: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccessInfoDto"];
            };
        };
        responses: {
            /** @description By content id (as text) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            [key: string]: components["schemas"]["ContentAccessInfoDto"];
                        };
                    };
                };
            };
        };
    };
    StudentCoursesController_courses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MyCoursesDto"];
                    };
                };
            };
        };
    };
    StudentCoursesController_progress: {
        parameters: {
            query?: never;
            header?: {
                /** @description desktop, mobile, tablet, …; counted as unknown otherwise */
                "x-device-type"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateProgressDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ProgressResultDto"];
                    };
                };
            };
        };
    };
    StudentCoursesController_quizAttempt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuizAttemptDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["QuizAttemptResultDto"];
                    };
                };
            };
        };
    };
    StudentCoursesController_rating: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RateContentDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RatingResultDto"];
                    };
                };
            };
        };
    };
    InventoryController_craftItem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CraftItemDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    InventoryController_craftingMaterials: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    InventoryController_craftingRecipes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    GamingController_gaming: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    InventoryController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    InventoryController_sellItem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InventoryActionDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    InventoryController_useItem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InventoryActionDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    LeaderboardController_board: {
        parameters: {
            query?: {
                type?: "all-time" | "daily" | "weekly" | "monthly";
                category?: "global" | "streak" | "level" | "tokens" | "chests";
                page?: number;
                limit?: number;
                /** @description Only the students of this class (one of yours) */
                classId?: number;
                /** @description Your neighbourhood: five places above you and five below */
                around?: "me";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    LeaderboardController_challenge: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendChallengeDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    GamingController_streak: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    GamingController_rewardOdds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    GamingController_profile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateStudentProfileDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    WishlistController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WishlistItemDto"][];
                    };
                };
            };
        };
    };
    WishlistController_addItem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddWishlistItemDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WishlistItemDto"];
                    };
                };
            };
        };
    };
    WishlistController_removeItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RemovedWishlistItemDto"];
                    };
                };
            };
        };
    };
    GamingController_xp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AwardXpDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AuthController_rotate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    UsersController_me: {
        parameters: {
            query?: {
                populate?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
