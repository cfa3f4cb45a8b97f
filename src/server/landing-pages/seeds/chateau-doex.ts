import type { LandingSeed } from '../landing-seeds';

export const chateauDoex: LandingSeed = {
  slug: 'chateau-doex',
  // Listed among the spec's specialised pages: agritourism, dairy and events rather than a resort.
  kind: 'specialised',
  areaServed: "Château-d'Oex, Vaud, Switzerland",
  country: 'CH',
  text: {
    fr: {
      title: "Automatisation IA pour l'agritourisme à Château-d'Oex",
      description:
        "Sites multilingues, réservations automatisées et vente en ligne pour les fromageries, fermes, hébergements et événements du Pays-d'Enhaut. Consultation gratuite.",
      heroTitle: "Château-d'Oex : des traditions vivantes, des outils modernes",
      heroDescription:
        "Festival de montgolfières, fromage d'alpage, hébergement à la ferme : nous aidons les producteurs, hôteliers et organisateurs du Pays-d'Enhaut à vendre, réserver et communiquer en ligne, sans y passer leurs soirées.",
      sectionTitle: "Des solutions pour l'agritourisme et les événements",
      features: [
        {
          title: 'Vente directe en ligne',
          description:
            "Une boutique simple pour vos fromages et produits du terroir, avec commandes, paiements et confirmations d'expédition automatisés.",
        },
        {
          title: "Réservations d'hébergements et d'activités",
          description:
            "Chambres d'hôtes, visites de ferme, vols en montgolfière ou ateliers : un assistant prend les réservations 24h/24 et envoie rappels et informations pratiques.",
        },
        {
          title: "Gestion des pics d'événements",
          description:
            "Pendant le festival de montgolfières, un chatbot répond aux questions sur le programme, l'accès et l'hébergement, pendant que vos équipes gèrent le terrain.",
        },
        {
          title: 'Sites et contenus multilingues',
          description:
            'Un site rapide en français, anglais et arabe, et des textes générés par IA puis relus par vous, pour raconter votre savoir-faire aux visiteurs étrangers.',
        },
      ],
      intro: [
        "Au cœur du Pays-d'Enhaut, Château-d'Oex est connue loin à la ronde pour son Festival International de Ballons, qui remplit le ciel de montgolfières chaque hiver. Le reste de l'année, la région vit de l'agriculture de montagne, de fromages d'alpage comme l'Etivaz AOP, de l'art du papier découpé et d'un tourisme doux.",
        "Ces acteurs, souvent de petites structures familiales, ont un point commun : beaucoup de travail sur le terrain et peu de temps pour l'administratif, les réservations ou la présence en ligne. Pendant les événements, les demandes affluent d'un coup ; le reste de l'année, il faut se faire connaître bien au-delà de la vallée.",
        "Une automatisation sur mesure leur permet de vendre et de réserver en ligne sans personnel supplémentaire, de répondre aux visiteurs dans leur langue et de garder l'esprit libre pour leur métier. Nos projets démarrent à partir de CHF 3 000, sur devis établi après une consultation gratuite.",
      ],
    },
    en: {
      title: "AI automation for agritourism in Château-d'Oex",
      description:
        "Multilingual websites, automated bookings and online sales for the cheesemakers, farms, accommodation and events of the Pays-d'Enhaut. Free consultation.",
      heroTitle: "Château-d'Oex: living traditions, modern tools",
      heroDescription:
        "Hot-air balloon festival, alpine cheese, farm stays: we help the producers, hosts and event organisers of the Pays-d'Enhaut sell, take bookings and communicate online without spending their evenings on it.",
      sectionTitle: 'Solutions for agritourism and events',
      features: [
        {
          title: 'Direct online sales',
          description:
            'A simple shop for your cheeses and local produce, with automated orders, payments and shipping confirmations.',
        },
        {
          title: 'Accommodation and activity bookings',
          description:
            'Guest rooms, farm visits, balloon flights or workshops: an assistant takes bookings around the clock and sends reminders and practical information.',
        },
        {
          title: 'Handling event peaks',
          description:
            'During the balloon festival, a chatbot answers questions about the programme, access and accommodation while your teams take care of things on the ground.',
        },
        {
          title: 'Multilingual sites and content',
          description:
            'A fast site in French, English and Arabic, with AI-generated texts that you review, to tell foreign visitors about your craft.',
        },
      ],
      intro: [
        "In the heart of the Pays-d'Enhaut, Château-d'Oex is known far and wide for its International Balloon Festival, which fills the sky with hot-air balloons every winter. The rest of the year, the area lives from mountain farming, alpine cheeses such as L'Etivaz AOP, the craft of traditional paper-cutting and gentle tourism.",
        'These businesses, often small family concerns, share one thing: plenty of work in the field and little time for paperwork, bookings or an online presence. During events, requests pour in all at once; the rest of the year, they need to be known well beyond the valley.',
        'Tailored automation lets them sell and take bookings online without extra staff, answer visitors in their own language and keep their minds on their craft. Projects start from CHF 3,000, quoted after a free consultation.',
      ],
    },
    ar: {
      title: 'الأتمتة بالذكاء الاصطناعي للسياحة الريفية في شاتو دي',
      description:
        'مواقع متعددة اللغات وحجوزات مؤتمتة وبيع عبر الإنترنت لمصانع الأجبان والمزارع وأماكن الإقامة والفعاليات في منطقة بايي دانو. استشارة مجانية.',
      heroTitle: 'شاتو دي: تقاليد حية وأدوات حديثة',
      heroDescription:
        'مهرجان المناطيد وأجبان المراعي الجبلية والإقامة في المزارع: نساعد المنتجين وأصحاب أماكن الإقامة ومنظمي الفعاليات في بايي دانو على البيع والحجز والتواصل عبر الإنترنت، دون أن يقضوا أمسياتهم في ذلك.',
      sectionTitle: 'حلول للسياحة الريفية والفعاليات',
      features: [
        {
          title: 'البيع المباشر عبر الإنترنت',
          description:
            'متجر بسيط لأجبانكم ومنتجاتكم المحلية، مع طلبيات ومدفوعات وتأكيدات شحن مؤتمتة.',
        },
        {
          title: 'حجز الإقامة والأنشطة',
          description:
            'غرف الضيافة وزيارات المزارع ورحلات المنطاد والورشات: مساعد يستقبل الحجوزات على مدار الساعة ويرسل التذكيرات والمعلومات العملية.',
        },
        {
          title: 'إدارة ذروة الفعاليات',
          description:
            'خلال مهرجان المناطيد، يجيب روبوت محادثة عن الأسئلة المتعلقة بالبرنامج والوصول والإقامة، بينما تهتم فرقكم بالعمل الميداني.',
        },
        {
          title: 'مواقع ومحتوى متعدد اللغات',
          description:
            'موقع سريع بالفرنسية والإنجليزية والعربية، ونصوص يولّدها الذكاء الاصطناعي وتراجعونها بأنفسكم، لتعريف الزوار الأجانب بحرفتكم.',
        },
      ],
      intro: [
        'في قلب منطقة بايي دانو، تشتهر شاتو دي بمهرجانها الدولي للمناطيد الذي يملأ السماء بالمناطيد الملونة كل شتاء. وفي بقية السنة، تعيش المنطقة على الزراعة الجبلية وأجبان المراعي مثل جبن ليتيفاز المحمي التسمية، وفن قصّ الورق التقليدي، وسياحة هادئة.',
        'يجمع بين هؤلاء الفاعلين، وأغلبهم مؤسسات عائلية صغيرة، قاسم مشترك: عمل كثير في الميدان ووقت قليل للشؤون الإدارية والحجوزات والحضور الرقمي. أثناء الفعاليات تتدفق الطلبات دفعة واحدة، وفي بقية السنة يجب التعريف بأنفسهم إلى ما هو أبعد من الوادي.',
        'تتيح لهم أتمتة مصممة حسب الحاجة البيع والحجز عبر الإنترنت دون موظفين إضافيين، والرد على الزوار بلغتهم، والتفرغ لحرفتهم. تبدأ مشاريعنا من CHF 3,000، بعرض سعر يُعدّ بعد استشارة مجانية.',
      ],
    },
    'ar-ma': {
      title: 'الأتمتة بالذكاء الاصطناعي للسياحة القروية ف شاتو دي',
      description:
        'سيتات بزاف ديال اللغات، حجوزات أوتوماتيكية وبيع أونلاين للفرماجريات والفيرمات والسكنى والفعاليات ف منطقة بايي دانو. استشارة فابور.',
      heroTitle: 'شاتو دي: تقاليد حية وأدوات جديدة',
      heroDescription:
        'مهرجان المناطيد، فرماج ديال الجبل، السكنى ف الفيرمة: كنعاونو الفلاحة ومالين السكنى والمنظمين ديال الفعاليات ف بايي دانو يبيعو ويحجزو ويتواصلو أونلاين، بلا ما يضيعو الليالي ديالهم ف هادشي.',
      sectionTitle: 'حلول للسياحة القروية والفعاليات',
      features: [
        {
          title: 'البيع المباشر أونلاين',
          description:
            'حانوت أونلاين ساهل للفرماج والمنتوجات ديال البلاد، مع الكوموندات والخلاص والتأكيد ديال الإرسال كلشي أوتوماتيكي.',
        },
        {
          title: 'حجز السكنى والأنشطة',
          description:
            'بيوت الضيافة، الزيارات ديال الفيرمة، الطيران بالمنطاد ولا الورشات: مساعد كياخد الحجوزات 24/24 وكيصيفط التذكيرات والمعلومات اللي خاصين الزوار.',
        },
        {
          title: 'تسيير الضغط ديال الفعاليات',
          description:
            'ف وقت مهرجان المناطيد، شات بوت كيجاوب على الأسئلة ديال البرنامج والوصول والسكنى، والفرقة ديالكم كتبقى مركزة على الخدمة ف البلاصة.',
        },
        {
          title: 'سيتات ومحتوى بزاف ديال اللغات',
          description:
            'سيت زربان بالفرنساوية والنجليزية والعربية، ونصوص كيكتبهم الذكاء الاصطناعي وانتوما كتراجعوهم، باش تعرّفو الزوار البرانيين بالصنعة ديالكم.',
        },
      ],
      intro: [
        "ف وسط منطقة بايي دانو، شاتو دي معروفة بزاف بالمهرجان الدولي ديال المناطيد اللي كيعمّر السما بالمناطيد كل شتوة. وباقي العام، المنطقة عايشة بالفلاحة ديال الجبل، بالفرماج ديال المراعي بحال L'Etivaz AOP، بفن التقطيع ديال الكاغيط التقليدي وبسياحة هادية.",
        'هاد الناس، وبزاف منهم مشاريع عائلية صغار، عندهم حاجة مشتركة: خدمة بزاف ف الميدان ووقت قليل للإدارة والحجوزات والحضور أونلاين. ف وقت الفعاليات الطلبات كتطيح مرة وحدة، وباقي العام خاصهم يتعرفو حتى لبعيد من الوادي.',
        'الأتمتة المفصّلة على قدهم كتخليهم يبيعو ويحجزو أونلاين بلا ما يزيدو الخدامة، يجاوبو الزوار باللغة ديالهم ويبقاو مركزين على الصنعة ديالهم. المشاريع ديالنا كتبدا من CHF 3,000، بدوفي كنوجدوه من بعد استشارة فابور.',
      ],
    },
  },
};
