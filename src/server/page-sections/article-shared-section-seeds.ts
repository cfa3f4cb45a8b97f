import type { Locale } from '@/i18n/locales';
import type { SectionContent } from '@/lib/page-sections/section-definition';

/*
 * The words every article shares as the site showed them before they became content (issue 29):
 * moved from the messages files (`blog.article.faq`, `cta`, `solutions`) word for word, the
 * site's name written `{name}` like every page's copy.
 */
export const articleSharedSectionSeeds: Record<Locale, Record<string, SectionContent>> = {
  fr: {
    faq: {
      title: 'Questions fréquentes',
      keywordQuestion: "« {keyword} » : qu'est-ce que cela change pour mon entreprise ?",
      keywordAnswer:
        "« {keyword} » est au cœur de cet article : nous y expliquons concrètement comment l'appliquer dans une PME, avec des exemples et les étapes à suivre. Pour savoir ce que cela donnerait chez vous, {name} vous offre un audit gratuit de 15 minutes.",
      costQuestion: "Combien coûte un projet d'automatisation ?",
      costAnswer:
        'Nos projets démarrent à partir de CHF 3 000 et sont établis sur devis après un audit gratuit de 15 minutes. À titre indicatif, une implémentation n8n coûte entre CHF 6 500 et CHF 21 500, et un chatbot WhatsApp entre CHF 2 500 et CHF 8 000 plus CHF 200 à 500 par mois.',
      durationQuestion: 'Combien de temps faut-il pour la mise en place ?',
      durationAnswer:
        'Un premier livrable est prêt en 48h à 2 semaines ; un projet complet prend 2 à 8 semaines, avec des premiers résultats dès la première semaine. Nous assurons ensuite 30 jours de support gratuit.',
    },
    cta: {
      title: 'Prêt à automatiser votre entreprise ?',
      text: 'Parlons de vos processus pendant 15 minutes : vous repartez avec des pistes concrètes, sans engagement.',
      book: 'Réserver une consultation gratuite',
      contact: 'Nous contacter',
    },
    solutions: {
      title: 'Découvrez nos solutions',
      text: 'Automatisation n8n, chatbots WhatsApp, agents IA, génération de leads : des solutions sur mesure pour les PME de Suisse, de France et du Maroc.',
      services: 'Voir nos services',
      book: 'Réserver un appel de 15 min',
    },
  },
  en: {
    faq: {
      title: 'Frequently asked questions',
      keywordQuestion: '“{keyword}”: what difference does it make for my business?',
      keywordAnswer:
        '“{keyword}” is at the heart of this article: we explain in practical terms how to apply it in an SME, with examples and the steps to follow. To find out what it would look like for you, {name} offers a free 15-minute audit.',
      costQuestion: 'How much does an automation project cost?',
      costAnswer:
        'Our projects start from CHF 3,000 and are quoted after a free 15-minute audit. As a guide, an n8n implementation costs between CHF 6,500 and CHF 21,500, and a WhatsApp chatbot between CHF 2,500 and CHF 8,000 plus CHF 200 to 500 per month.',
      durationQuestion: 'How long does it take to set up?',
      durationAnswer:
        'A first deliverable is ready in 48h to 2 weeks; a complete project takes 2 to 8 weeks, with first results in the first week. We then provide 30 days of free support.',
    },
    cta: {
      title: 'Ready to automate your business?',
      text: "Let's talk about your processes for 15 minutes: you leave with concrete ideas, with no commitment.",
      book: 'Book a free consultation',
      contact: 'Contact us',
    },
    solutions: {
      title: 'Discover our solutions',
      text: 'n8n automation, WhatsApp chatbots, AI agents, lead generation: tailored solutions for SMEs in Switzerland, France and Morocco.',
      services: 'See our services',
      book: 'Book a 15-min call',
    },
  },
  ar: {
    faq: {
      title: 'الأسئلة الشائعة',
      keywordQuestion: '«{keyword}»: ما الذي يغيّره بالنسبة لشركتي؟',
      keywordAnswer:
        '«{keyword}» هو محور هذا المقال: نشرح فيه عمليًا كيفية تطبيقه في شركة صغيرة أو متوسطة، مع أمثلة والخطوات الواجب اتباعها. ولمعرفة ما يمكن أن يحققه ذلك في شركتك، تقدّم لك {name} تدقيقًا مجانيًا مدته 15 دقيقة.',
      costQuestion: 'كم تبلغ تكلفة مشروع أتمتة؟',
      costAnswer:
        'تبدأ مشاريعنا من CHF 3,000، وتُسعَّر بعرض سعر بعد تدقيق مجاني مدته 15 دقيقة. وعلى سبيل الاسترشاد، تتراوح تكلفة تطبيق n8n بين CHF 6,500 وCHF 21,500، وتكلفة روبوت محادثة WhatsApp بين CHF 2,500 وCHF 8,000، إضافةً إلى CHF 200 إلى 500 شهريًا.',
      durationQuestion: 'كم من الوقت يستغرق التنفيذ؟',
      durationAnswer:
        'يكون أول مُخرَج جاهزًا خلال 48 ساعة إلى أسبوعين؛ ويستغرق المشروع الكامل من 2 إلى 8 أسابيع، مع ظهور أولى النتائج منذ الأسبوع الأول. ثم نقدّم دعمًا مجانيًا لمدة 30 يومًا.',
    },
    cta: {
      title: 'هل أنت مستعد لأتمتة شركتك؟',
      text: 'لنتحدث عن عملياتك لمدة 15 دقيقة: ستخرج بأفكار عملية، دون أي التزام.',
      book: 'احجز استشارة مجانية',
      contact: 'تواصل معنا',
    },
    solutions: {
      title: 'اكتشف حلولنا',
      text: 'أتمتة n8n، وروبوتات محادثة WhatsApp، ووكلاء الذكاء الاصطناعي، وجذب العملاء المحتملين: حلول مصممة خصيصًا للشركات الصغيرة والمتوسطة في سويسرا وفرنسا والمغرب.',
      services: 'اطّلع على خدماتنا',
      book: 'احجز مكالمة مدتها 15 دقيقة',
    },
  },
  'ar-ma': {
    faq: {
      title: 'الأسئلة اللي كتتسول بزاف',
      keywordQuestion: '«{keyword}»: شنو غادي يبدّل فالمقاولة ديالي؟',
      keywordAnswer:
        '«{keyword}» هو الموضوع الأساسي ديال هاد المقال: كنشرحو فيه بالواضح كيفاش تطبقو فمقاولة صغيرة ولا متوسطة، مع أمثلة والخطوات اللي خاصك تتبع. باش تعرف شنو غادي يعطي عندك، {name} كتعطيك أوديت فابور ديال 15 دقيقة.',
      costQuestion: 'شحال كيكلف مشروع ديال الأتمتة؟',
      costAnswer:
        'المشاريع ديالنا كتبدا من CHF 3,000، والثمن كيتحدد فالديفي من بعد أوديت فابور ديال 15 دقيقة. باش تكون عندك فكرة، التطبيق ديال n8n كيكلف ما بين CHF 6,500 وCHF 21,500، والشاتبوت ديال WhatsApp ما بين CHF 2,500 وCHF 8,000 زايد CHF 200 حتى 500 فالشهر.',
      durationQuestion: 'شحال ديال الوقت خاص باش يتركب كلشي؟',
      durationAnswer:
        'أول حاجة كتكون واجدة ف48 ساعة حتى جوج سيمانات؛ والمشروع الكامل كياخد من 2 حتى 8 سيمانات، والنتائج اللولة كيبانو من السيمانة اللولى. ومن بعد كنعطيوك 30 يوم ديال الدعم فابور.',
    },
    cta: {
      title: 'واش واجد تأتمت المقاولة ديالك؟',
      text: 'نهضرو 15 دقيقة على الطريقة اللي خدامين بيها عندك: غادي تخرج بأفكار واضحة، بلا حتى التزام.',
      book: 'حجز استشارة فابور',
      contact: 'تواصل معانا',
    },
    solutions: {
      title: 'تعرّف على الحلول ديالنا',
      text: 'أتمتة ب n8n، شاتبوتات WhatsApp، أجونات ديال الذكاء الاصطناعي، جلب الكليان: حلول على قد الحاجة للمقاولات الصغيرة والمتوسطة فسويسرا، فرنسا والمغرب.',
      services: 'شوف الخدمات ديالنا',
      book: 'حجز مكالمة ديال 15 دقيقة',
    },
  },
};
